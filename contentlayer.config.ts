import { makeSource } from "contentlayer2/source-files";
import { documentTypes } from "./content-model/index.js";
import { typesetGeneratedContent } from "./content-model/typography-pass.js";

export default makeSource({
  // Tests compile fixture folders with the same model.
  contentDirPath: process.env.CONTENT_DIR ?? "content",
  contentDirExclude: ["README.md"],
  documentTypes,
  // A wrong, missing or unknown field, or a file no type claims, fails the build instead of vanishing.
  onMissingOrIncompatibleData: "fail",
  onExtraFieldData: "fail",
  onUnknownDocuments: "fail",
  disableImportAliasWarning: true,
  onSuccess: async () => typesetGeneratedContent(".contentlayer/generated"),
});
