// The module users import in place of SwiftUI: the geometry, animation, display-list and view layers, joined to
// the Cairo renderer by `ViewHost` and `ImageRenderer`.
@_exported import FlipbookGeometry
@_exported import FlipbookAnimation
@_exported import FlipbookDisplayList
@_exported import FlipbookViews
@_exported import Foundation
import FlipbookCairo
