// Placeholder so the package graph resolves while this stage is written; replaced in this same change.
