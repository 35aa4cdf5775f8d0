export { default } from "@skyhire/config-eslint/base";
