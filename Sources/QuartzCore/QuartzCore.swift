// `import QuartzCore` in users' SwiftUI files: `CATransform3D` and its functions, through Flipbook (see
// CoreGraphics.swift for why not through Foundation).
@_exported import Flipbook
