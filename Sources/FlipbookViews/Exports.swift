// The view layer sits on the geometry, animation and display-list layers and hands their names to its users.
@_exported import FlipbookGeometry
@_exported import FlipbookAnimation
@_exported import FlipbookDisplayList
@_exported import Foundation
@_exported import Observation
