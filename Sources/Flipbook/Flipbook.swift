// The module users import in place of SwiftUI: the geometry, animation, display-list and view layers, joined to
// the Cairo renderer by `ViewHost` and `ImageRenderer`.
@_exported import FlipbookGeometry
@_exported import FlipbookAnimation
@_exported import FlipbookDisplayList
@_exported import FlipbookViews
// Foundation comes through FlipbookViews: exported here too, it would make Foundation a direct import of every
// user file, and the view layer's host-clock `Timer.scheduledTimer` (Foundation's signature) would no longer
// shadow Foundation's own.
import Foundation
import FlipbookCairo
