// What only a submit needs; loaded on the first edit (with the contracts' schemas), not with the page.
export { toMovieFormData } from './movie-form-data';
export { reportFailure } from './report-failure';
export { validateMovie } from './validate-movie';
