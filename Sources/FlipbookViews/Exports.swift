// The view layer sits on the geometry and animation layers and hands their names to its users.
@_exported import FlipbookGeometry
@_exported import FlipbookAnimation
@_exported import Foundation
