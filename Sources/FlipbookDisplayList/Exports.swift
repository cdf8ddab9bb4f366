// The display list is made of the geometry layer's values and hands their names to its users.
@_exported import FlipbookGeometry
