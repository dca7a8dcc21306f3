/** French texts of part `jobs` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/jobs.json';

addTexts(texts);
