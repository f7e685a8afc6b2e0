// What only a submit needs; loaded on the first edit (with the contracts' schemas), not with the page.
export { saveMovieChanges, saveNewMovie } from './save-movie';
