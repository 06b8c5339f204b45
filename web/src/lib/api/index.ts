export { type ApiResult, api, unwrap } from './client';
export { ApiError, type ApiErrorKind, isApiError } from './errors';
export { nextPageOf } from './pagination';
export { ROUTE_READ } from './route-read';
