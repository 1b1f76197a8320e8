import { enCustomReport } from '@vigila/domain';
import { addEnglishTexts } from '@/lib/i18n/catalogues.ts';

// These English texts are not in those every page ships (bundle budget): importing this module adds them.
// Spanish has them in its own lazily fetched catalogue.
addEnglishTexts(enCustomReport);
