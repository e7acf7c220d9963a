export { ControlPanelPage } from './ControlPanelPage'
export { ToolFrame } from './ToolFrame'
export { ToolTable } from './ToolTable'
export { toolViews, type ControlPanelTool, type ControlPanelToolGroup } from './tools'
