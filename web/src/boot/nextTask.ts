/** Lets the browser run what waits (input, paint, the network's answers) before the next step of start-up. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
