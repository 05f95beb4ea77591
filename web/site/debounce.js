/** `f` called once input has paused for `ms` milliseconds (parsing as the user types). */
export function debounce(f, ms) {
  let timer;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => f(...args), ms);
  };
}
