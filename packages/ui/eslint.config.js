export { default } from "@skyhire/config-eslint/react";
