/** Texts of part `admin` (decisions 085, 092, 152): the back office's only. English loads only for English. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/admin.json';

addTexts(texts, () => import('./en/admin.json'));
