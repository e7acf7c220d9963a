export { ControlPanelPage } from './ControlPanelPage'
export { ToolFrame } from './ToolFrame'
export { toolViews, type ControlPanelTool, type ControlPanelToolGroup } from './tools'
