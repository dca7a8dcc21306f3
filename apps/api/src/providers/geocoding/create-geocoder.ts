import type { Db } from '../../db/client.ts';
import { createEmbeddedGeocoder } from './embedded-geocoder.ts';
import type { Geocoder, GeocoderSettings } from './geocoder.ts';
import { createIgnGeocoder } from './ign-geocoder.ts';

export const createGeocoder = (settings: GeocoderSettings, db: Db): Geocoder =>
  settings.driver === 'ign' ? createIgnGeocoder(settings.baseUrl) : createEmbeddedGeocoder(db);
