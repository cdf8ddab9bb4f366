// `import UniformTypeIdentifiers` in users' SwiftUI files: `UTType`, which drag and drop uses, through Flipbook
// (see CoreGraphics.swift for why not through Foundation).
@_exported import Flipbook
