// A preload for tests/reference/cursed_original.mjs that makes its level-2/3 page loads find
// ground orbs carried over from the previous level (the original's save key 'orb', a
// comma-separated list such as "lump,lump,fire"), which that harness always leaves empty.
// It wraps vm.createContext and fills the sandbox's localStorage just before the original runs.
//
//   CURSED_CARRIED_ORBS=lump,fire node --import ./tests/reference/cursed_carried_orbs.mjs \
//       tests/reference/cursed_original.mjs ORIG dump SEED LEVEL
//
// tests/fixtures/cursed/carried/<seed>-<level>-<orbs joined by '.'>.json were written this way.
import vm from 'node:vm';

const carried = process.env.CURSED_CARRIED_ORBS ?? '';
const createContext = vm.createContext;
vm.createContext = function (sandbox, ...rest) {
  const storage = sandbox && sandbox.localStorage;
  if (carried && storage && storage.getItem('dungeonLevel')) storage.setItem('orb', carried);
  return createContext.call(this, sandbox, ...rest);
};
