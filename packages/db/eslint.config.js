import config from "@skyhire/config-eslint/base";
import { layer } from "@skyhire/config-eslint/layers";

export default [...config, ...layer("db", ["validators"])];
