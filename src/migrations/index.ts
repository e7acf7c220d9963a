import * as migration_20261121_102421_initial from './20261121_102421_initial';

export const migrations = [
  {
    up: migration_20261121_102421_initial.up,
    down: migration_20261121_102421_initial.down,
    name: '20261121_102421_initial'
  },
];
