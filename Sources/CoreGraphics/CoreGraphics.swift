// `import CoreGraphics` in users' SwiftUI files, which Linux has no module of: CGFloat, CGPoint, CGSize, CGRect,
// CGAffineTransform and the CG functions, through Flipbook. Not through Foundation directly: a file importing
// Foundation itself finds Foundation's `Timer.scheduledTimer` beside the host's, and the call is ambiguous.
@_exported import Flipbook
