/** French texts of part `account` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/account.json';

addTexts(texts);
