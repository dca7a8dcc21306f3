/** French texts of part `candidates` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/candidates.json';

addTexts(texts);
