import config from "@skyhire/config-eslint/react";
import { layer } from "@skyhire/config-eslint/layers";

export default [...config, ...layer("ui", [])];
