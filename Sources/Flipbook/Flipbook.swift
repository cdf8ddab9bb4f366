// The module users import in place of SwiftUI. At this stage it re-exports the geometry and animation layers;
// the view layer, `ViewHost` and `ImageRenderer` join them here as they arrive.
@_exported import FlipbookGeometry
@_exported import FlipbookAnimation
