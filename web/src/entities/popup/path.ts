/** The popup list's path, shared with the build, which preloads it from index.html (vite.config.ts). */
export const POPUP_LIST_PATH = '/api/h5.index/getPopup';
