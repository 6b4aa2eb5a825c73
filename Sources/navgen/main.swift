print("navgen")
