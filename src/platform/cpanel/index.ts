export { ControlPanelPage } from './ControlPanelPage'
export { ListPages } from './Filters'
export { NoSuchItem } from './NoSuchItem'
export { ReasonConfirm } from './ReasonConfirm'
export { ToolFrame } from './ToolFrame'
export { EmptyState, PagedEmptyState, SelectCell, ToolTable, type ToolColumn } from './ToolTable'
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
  splitNotices,
  type ListOrder,
  type SortDirection,
} from './list-params'
