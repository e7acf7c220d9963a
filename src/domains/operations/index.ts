export { OPERATIONS_TOOLS } from './admin/tools'
export { operationsTasks } from './jobs'
export { backupStatus, backUpNow, dailyBackupDue, siteBackups, STALE_AFTER_MS } from './services/backups'
export { ProblemReports } from './collections/ProblemReports'
export {
  openReportCount,
  problemFixedTemplate,
  reportProblem,
  SCREENSHOT_FOLDER,
  SCREENSHOT_TYPES,
  type ReportAnswer,
} from './services/problem-reports'
export { ReportProblemPage } from './components/ReportProblemPage'
export { answerReportForm, type ReportFormState } from './components/report-form'
