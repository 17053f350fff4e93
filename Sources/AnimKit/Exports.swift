// `import UIKit` brings Foundation and Dispatch with it; so does `import AnimKit`, so that UIKit code
// (CGRect, CGFloat, TimeInterval, DispatchQueue …) compiles with only the import changed.
@_exported import Dispatch
@_exported import Foundation

// On Apple's platforms Foundation has `URLSession`, `URLRequest` and `HTTPURLResponse`; on Linux they are a module of
// their own, which UIKit code (a screen loading an image with `URLSession.shared.dataTask`) does not import.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
