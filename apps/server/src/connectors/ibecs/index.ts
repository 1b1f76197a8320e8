export { IBECS_RECORD_URL, toIbecsArticle, type IbecsArticle } from './ibecs-article.ts';
export {
  createIbecsClient,
  IBECS_BASE_URL,
  IBECS_FILTER,
  IBECS_FROM_YEAR,
  IBECS_MAX_RECORDS,
  IBECS_PAGE_SIZE,
  type IbecsClient,
  type IbecsClientOptions,
  type IbecsSearchResult,
} from './ibecs-client.ts';
export { IbecsError, type IbecsErrorKind } from './ibecs-error.ts';
export { parseSearchPage, type IbecsSearchPage } from './ibecs-parse.ts';
