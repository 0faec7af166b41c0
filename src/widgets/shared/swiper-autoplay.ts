/** Swiper core with the one module the carousels use; a chunk of its own, loaded when a carousel starts. */
export { default as Swiper } from 'swiper';
export { Autoplay } from 'swiper/modules';
