/**
 * Hints under the input rather than between the label and the input: fields side by side keep their
 * inputs on one line whether or not one has a hint (issue 29: misaligned fields at registration).
 */
export const BELOW_INPUT: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];
