// Imported first by main.ts, before any module that loads sharp: the check runs before those imports.
import { requireBinaries } from './required-binaries';

requireBinaries();
