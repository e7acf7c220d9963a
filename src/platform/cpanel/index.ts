export { ControlPanelPage } from './ControlPanelPage'
export { ReasonConfirm } from './ReasonConfirm'
export { ToolFrame } from './ToolFrame'
export { EmptyState, SelectCell, ToolTable, type ToolColumn } from './ToolTable'
export { toolView, type ToolContext } from './ToolView'
export { toolViews, type ControlPanelTool, type ControlPanelToolGroup } from './tools'
export { toolSearchParams } from './search-params'
export {
  listHref,
  pageCount,
  pageHref,
  parseListOrder,
  parseSelection,
  sortHref,
  type ListOrder,
  type SortDirection,
} from './list-params'
