// `import CoreGraphics` in a file compiled against Flipbook as a package (`import SwiftUI` read as `import
// Flipbook`): Flipbook's Core Graphics geometry, `CGAffineTransform`, `CGPath`, `CGColor` and the rest, over
// Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect`. Through `flipbook`'s command line the import finds
// the host-clock stand-in instead (see `ProgramBuilder.shimModules`).
@_exported import FlipbookGeometry
