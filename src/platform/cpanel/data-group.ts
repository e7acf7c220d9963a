/** The control panel's navigation group of the raw collections and globals (`ControlPanelNav` shows it to some). */
export const DATA_GROUP = 'Data'

/** The same collections or globals, each in the "Data" group of the navigation. */
export function inDataGroup<T extends { admin?: object }>(configs: readonly T[]): T[] {
  return configs.map((config) => ({ ...config, admin: { ...config.admin, group: DATA_GROUP } }))
}
