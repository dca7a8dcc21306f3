import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage, StorageSettings } from './storage.ts';

export const createStorage = (settings: StorageSettings): Storage =>
  settings.driver === 'local' ? createLocalStorage(settings.dir) : createS3Storage(settings);
