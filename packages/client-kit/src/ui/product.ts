/** The product's display name; screens render 'Welcome to' + this (spec part 1 §2 "Sign-in gate"). */
export const PRODUCT_NAME = 'Navia';
