/** French texts of part `auth` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/auth.json';

addTexts(texts);
