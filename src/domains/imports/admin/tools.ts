import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const IMPORTCSV_TOOL: ControlPanelTool = {
  name: 'importcsv',
  task: 'People',
  label: 'Import from CSV',
  description:
    'Bring in a list of people from a CSV file: its columns mapped, the first rows previewed, a dry run, the import as a job with its report, and undo for 7 days.',
  component: '/domains/imports/admin/ImportTool#ImportTool',
  needs: 'staff',
}

/** The imports domain's tools (plain data: the route table is built from it before any configuration). */
export const IMPORTS_TOOLS: readonly ControlPanelTool[] = [IMPORTCSV_TOOL]
