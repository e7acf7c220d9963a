import * as migration_20261121_102421_initial from './20261121_102421_initial';
import * as migration_20261121_111748_accounts_status_audit from './20261121_111748_accounts_status_audit';

export const migrations = [
  {
    up: migration_20261121_102421_initial.up,
    down: migration_20261121_102421_initial.down,
    name: '20261121_102421_initial',
  },
  {
    up: migration_20261121_111748_accounts_status_audit.up,
    down: migration_20261121_111748_accounts_status_audit.down,
    name: '20261121_111748_accounts_status_audit'
  },
];
