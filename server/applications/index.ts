/**
 * What other features use of the job applications (docs/0043: a feature reaches another through its entry):
 * the applications the requests service files and the CV upload of the REST door.
 */
export { createApplications } from "./applications.js";
export { cvUpload, uploadedForm } from "./cv-upload.js";
