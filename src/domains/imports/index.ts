export { IMPORTS_TOOLS } from './admin/tools'
export { importsTasks } from './jobs'
export { importReportCsv } from './services/report'
export { receiveUpload, UPLOAD_PATH } from './services/upload'
