// `import QuartzCore` in a file compiled against Flipbook as a package: `CATransform3D` and its functions, and
// `CACurrentMediaTime` on the host's clock. Through `flipbook`'s command line the import finds the host-clock
// stand-in instead (see `ProgramBuilder.shimModules`).
@_exported import FlipbookViews
