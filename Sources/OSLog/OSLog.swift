// `import OSLog` in users' SwiftUI files: the unified logging API of the `os` module.
@_exported import os
