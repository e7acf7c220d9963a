export { ControlPanelPage } from './ControlPanelPage'
export { ToolFrame } from './ToolFrame'
export { toolIn, toolViews, type ControlPanelTool, type ControlPanelToolGroup } from './tools'
