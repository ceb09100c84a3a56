/** What other features use of the quotes (docs/0043: a feature reaches another through its entry): the button that puts an offer in the basket. */
export { StartProjectButton } from "./basket/StartProjectButton.js";
