/** French texts of part `qr-codes` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/qr-codes.json';

addTexts(texts);
